export { Skeleton, SkeletonGroup, type SkeletonGroupProps, type SkeletonProps } from './skeleton';
