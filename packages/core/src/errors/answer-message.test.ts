import { describe, expect, it } from 'vitest';
import { answerMessageText } from './answer-message';

describe('answerMessageText', () => {
  it('reads detail, then message, then text data', () => {
    expect(answerMessageText({ detail: 'Uuendatud.', message: 'x', data: 'y' })).toBe('Uuendatud.');
    expect(answerMessageText({ message: 'Teade.', data: 'y' })).toBe('Teade.');
    expect(answerMessageText({ data: 'Käivitati.' })).toBe('Käivitati.');
  });

  it('says nothing for an answer with no text', () => {
    expect(answerMessageText({ detail: '  ', data: { added: 1 } })).toBeNull();
    expect(answerMessageText({})).toBeNull();
    expect(answerMessageText(null)).toBeNull();
    expect(answerMessageText('text')).toBeNull();
  });
});
