// The instances that hold every text of the kit (createEppI18n, or a host's after addEppResources), by their
// resource store: loading areas into them on demand has nothing to do. Here, not in on-demand.ts, so the bundled
// set-up marks them without importing the on-demand code.
const complete = new WeakSet<object>();

export function markComplete(store: object): void {
  complete.add(store);
}

export function isComplete(store: object | undefined): boolean {
  return store !== undefined && complete.has(store);
}
