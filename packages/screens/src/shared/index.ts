export { ShellShowsContractBanner, useShellShowsContractBanner } from './contract-banner-context';
export { ScreenRouter } from './screen-router';
