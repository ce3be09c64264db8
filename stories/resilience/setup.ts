// The resilience pass composes the screen stories itself (@storybook/react-vite's portable stories): with the
// preview's loaders (the MSW worker, the story language) and decorators (the story providers), as Storybook does.
import '../../.storybook/msw-in-page';
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../../.storybook/preview';

setProjectAnnotations([preview]);
