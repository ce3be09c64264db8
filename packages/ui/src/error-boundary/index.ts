export { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary';
