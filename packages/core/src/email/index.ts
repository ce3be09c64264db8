export { emailProblem } from './email';
