export { type GateState, type GateUser, gateState } from './gate-state';
export { ShellGate, type ShellGateProps } from './shell-gate';
