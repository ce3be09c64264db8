// The server's refusals of a user form's fields (a 400 answer naming them, e.g. `{ "email": ["…"] }`): said on
// their fields in the server's words, each until its field is changed, and the first one focused.
import { isApiError } from '@epp/api/errors';
import { useState } from 'react';
import { USER_TEXT_FIELDS, type UserFormValues, type UserServerErrors, userServerErrors } from './user-form-values';

export function useUserServerErrors() {
  const [errors, setErrors] = useState<UserServerErrors>({});
  return {
    errors,
    /** A call failed: whether the server refused fields (then said on them), else the caller says the failure. */
    refused: (error: unknown): boolean => {
      const found = userServerErrors(isApiError(error) ? error.body : undefined);
      setErrors(found);
      return Object.keys(found).length > 0;
    },
    /** The values changed: the refusals of the fields changed go. */
    changed: (before: UserFormValues, after: UserFormValues) =>
      setErrors((current) =>
        Object.fromEntries(
          USER_TEXT_FIELDS.filter((field) => current[field] !== undefined && before[field] === after[field]).map(
            (field) => [field, current[field]],
          ),
        ),
      ),
  };
}
