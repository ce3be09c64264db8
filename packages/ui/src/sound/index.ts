export { type BeepAudio, playErrorBeep } from './error-beep';
