export { ContractBanner } from './contract-banner';
export { ShellShowsContractBanner, useShellShowsContractBanner } from './contract-banner-context';
export { ScreenRouter } from './screen-router';
export { type ActiveClient, useActiveClient } from './use-active-client';
