// The resilience pass over stories/screens/client/ n–z (resilience-suite.ts; see resilience-client-a-m.test.ts).
import { resilienceOf } from './resilience-suite';
import type { StoryModule } from './run-screen';

resilienceOf(import.meta.glob<StoryModule>('../screens/client/[n-z]*.stories.tsx'));
