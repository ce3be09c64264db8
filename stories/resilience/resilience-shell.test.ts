// The resilience pass over stories/screens/shell/ (resilience-suite.ts; one file per area, so two run at once).
import { resilienceOf } from './resilience-suite';
import type { StoryModule } from './run-screen';

resilienceOf(import.meta.glob<StoryModule>('../screens/shell/*.stories.tsx'));
