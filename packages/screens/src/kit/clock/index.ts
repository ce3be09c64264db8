export { type Clock, ClockProvider, useClock, useToday } from './clock';
