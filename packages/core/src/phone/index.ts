export { phoneProblem } from './phone';
