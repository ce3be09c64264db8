export { ShellSkeleton, type ShellSkeletonProps } from './shell-skeleton';
