// The resilience pass over stories/screens/client/ a–m (resilience-suite.ts; the client area is split in two,
// the largest of the areas, so that two files run at once to the end).
import { resilienceOf } from './resilience-suite';
import type { StoryModule } from './run-screen';

resilienceOf(import.meta.glob<StoryModule>('../screens/client/[a-m]*.stories.tsx'));
