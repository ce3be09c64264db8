// The resilience pass over stories/screens/operator/ a–c (resilience-suite.ts). The operator area is the largest
// (28 screens, 584 s as one file in fresh-clone run q20, where it ran alone on one core at the phase's end): split in
// three files of about 130–250 s each, so that both cores work to the phase's end.
import { resilienceOf } from './resilience-suite';
import type { StoryModule } from './run-screen';

resilienceOf(import.meta.glob<StoryModule>('../screens/operator/[a-c]*.stories.tsx'));
