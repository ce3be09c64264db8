// What POST profile/add-user/ answered (spec §7, §8 "Add user"): 208 the person is already linked to the
// company; 226 the server returns a code and an e-mail, which the page shows; any other success added the user.

/** The add call's answer as @epp/api gives it for an endpoint whose status carries meaning. */
export interface AddUserAnswer {
  status: number;
  data: { code?: string | undefined; email?: string | undefined; message?: string | undefined };
}

export type AddUserOutcome =
  | { kind: 'added' }
  | { kind: 'alreadyLinked' }
  | { kind: 'codeReturned'; code: string; email: string };

/** The outcome of an add; `typedEmail` stands in when a 226 answer leaves its e-mail out. */
export function addUserOutcome(answer: AddUserAnswer, typedEmail: string): AddUserOutcome {
  if (answer.status === 208) return { kind: 'alreadyLinked' };
  if (answer.status === 226) {
    return { kind: 'codeReturned', code: answer.data.code ?? '', email: answer.data.email ?? typedEmail };
  }
  return { kind: 'added' };
}
