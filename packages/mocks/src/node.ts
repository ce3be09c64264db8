// The demo backend in Node (msw/node): a subpath of its own, since msw/node cannot go into a browser bundle.
export { createDemoServer, type DemoServer, type DemoServerOptions } from '../../../fixtures/src/demo/server';
