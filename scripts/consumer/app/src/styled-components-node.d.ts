// styled-components 6's own declarations name Node's stream types (its server-side rendering API), so a host that
// checks library types (skipLibCheck: false) without @types/node declares them; with @types/node this file goes.
// The EPP packages need neither: their declarations name no Node-only type.
declare namespace NodeJS {
  interface ReadableStream {
    readonly readable: boolean;
  }
  interface WritableStream {
    readonly writable: boolean;
  }
  interface ReadWriteStream extends ReadableStream, WritableStream {}
}
