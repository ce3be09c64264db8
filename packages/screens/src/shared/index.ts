export { ContractBanner } from './contract-banner';
export { ShellShowsContractBanner, useShellShowsContractBanner } from './contract-banner-context';
export { type ActiveClient, useActiveClient } from './use-active-client';
