export { RegistryRetestingScreen, type RegistryRetestingScreenProps } from './retesting-screen';
