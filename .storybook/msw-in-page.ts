// In the test runs (story tests and the resilience pass), MSW intercepts in the page, not through its service
// worker. A service worker that MSW has started controls every later frame of the origin: each test file's
// frame then fetched its ~600 modules through the worker, which asked a page about each one before passing it
// through — about 8 s of every file's setup went to that (issue #23, 103 files). Without
// `navigator.serviceWorker`, msw's `setupWorker().start()` uses its in-page interceptors of fetch and
// XMLHttpRequest instead, which see every request a story makes. Storybook itself and the portal's demo keep
// the service worker. Imported first by the test setup files, before any story's loaders start MSW.
Reflect.deleteProperty(Navigator.prototype, 'serviceWorker');
