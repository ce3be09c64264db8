// @epp/mocks: the kit's fixture world, MSW handlers, scenarios and demo backend for a host's own Storybook,
// tests and demo. The implementation is @epp/fixtures (private, consumed from source inside the repository):
// this package bundles it, so there is one copy of the code and the stories use exactly what embedders get.
export * from '../../../fixtures/src/index';
