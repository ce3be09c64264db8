export { RegistryRetestingScreen, type RegistryRetestingScreenProps } from './registry-retesting-screen';
