import { describe, expect, it } from 'vitest';
import { passwordErrorLines, passwordFormProblems } from './password-errors';

describe('passwordErrorLines', () => {
  it('reads detail, email and both password fields, in that order', () => {
    expect(
      passwordErrorLines({
        new_password2: ['Paroolid on erinevad'],
        new_password1: ['Parool on liiga lühike.', 'Parool on liiga levinud.'],
        detail: 'Antud link ei ole aktiivne',
        email: 'Vigane e-post.',
      }),
    ).toEqual([
      { field: null, text: 'Antud link ei ole aktiivne' },
      { field: null, text: 'Vigane e-post.' },
      { field: 'new', text: 'Parool on liiga lühike.' },
      { field: 'new', text: 'Parool on liiga levinud.' },
      { field: 'repeat', text: 'Paroolid on erinevad' },
    ]);
  });
  it('ignores anything else', () => {
    expect(passwordErrorLines(null)).toEqual([]);
    expect(passwordErrorLines('text')).toEqual([]);
    expect(passwordErrorLines({ detail: ' ', new_password1: [1, ''], other: 'x' })).toEqual([]);
  });
});

describe('passwordFormProblems', () => {
  it('needs both fields', () => {
    expect(passwordFormProblems('', '')).toEqual({ password: 'required', repeat: 'required' });
  });
  it('needs them equal', () => {
    expect(passwordFormProblems('Pandipakend1', 'Pandipakend2')).toEqual({ repeat: 'mismatch' });
    expect(passwordFormProblems('', 'x')).toEqual({ password: 'required' });
    expect(passwordFormProblems('Pandipakend1', 'Pandipakend1')).toEqual({});
  });
});
