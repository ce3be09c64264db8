// The route table arrives with the first screens (public pages, shell, client area). Until then the portal
// renders nothing but its providers, so `npm run portal` and the production build prove the wiring.
export function Routes() {
  return <main />;
}
