import type { PackageTest } from '@epp/api/schemas';
import type { EanType } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { announce, useSubmitOnce } from '@epp/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type FailureLine, failureLines } from '../confirm-with-problems/problem-texts';
import { answerErrors, codesByField } from './measurement-messages';
import {
  checkBarcode,
  initialTestFormValues,
  localizeMeasures,
  type TestBody,
  type TestFormValues,
  testBody,
  testFormProblems,
} from './test-form-values';

/**
 * How the last submit ended: nothing yet, a failure with its lines, or saved with the chosen result — a first
 * result (submitted) or a new one for a test already tested (updated; spec §8 "submitted/updated").
 */
export type TestOutcome =
  | { kind: 'none' }
  | { kind: 'failed'; lines: FailureLine[] }
  | { kind: 'done'; status: 'OK' | 'NOK'; isUpdate: boolean };

export interface TestMeasurementFormOptions {
  test: PackageTest;
  eanType: EanType;
  isReadOnly: boolean;
  onSubmit: (body: TestBody, test: PackageTest) => Promise<unknown>;
  onSubmitted?: (result: unknown) => void;
}

/**
 * The measurement form's state: the values with their live barcode check and problems, the problems shown
 * after the first submit, and the submit itself (never twice at once; a 200 answer with error codes fails).
 */
export function useTestMeasurementForm({
  test,
  eanType,
  isReadOnly,
  onSubmit,
  onSubmitted,
}: TestMeasurementFormOptions) {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const [values, setValues] = useState<TestFormValues>(() => initialTestFormValues(test, language));
  // The measures follow a language switch: a saved 33.86 reads "33,86" in Estonian and "33.86" in English.
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    setValues((current) => localizeMeasures(current, language));
  }, [language]);
  const [showErrors, setShowErrors] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome>({ kind: 'none' });
  const [wasSubmitted, setWasSubmitted] = useState(false);
  const check = checkBarcode(values, eanType);
  const problems = testFormProblems(values, check);

  // The server's error codes on their fields, until the field is changed.
  const [serverCodes, setServerCodes] = useState<ReadonlyMap<string, string>>(new Map());

  const set = <K extends keyof TestFormValues>(key: K, value: TestFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (serverCodes.has(key)) setServerCodes((current) => new Map([...current].filter(([field]) => field !== key)));
    if (outcome.kind === 'done') setOutcome({ kind: 'none' });
  };

  const isTested = test.tested_at !== null || wasSubmitted;
  const send = useSubmitOnce(async (status: 'OK' | 'NOK') => {
    const isUpdate = isTested;
    setOutcome({ kind: 'none' });
    setServerCodes(new Map());
    announce(t('widgets.testMeasurementForm.submitting'));
    try {
      const result = await onSubmit(testBody(values, check), test);
      const codes = answerErrors(result);
      if (codes.length > 0) {
        setServerCodes(codesByField(codes));
        setOutcome({ kind: 'failed', lines: codes });
      } else {
        setOutcome({ kind: 'done', status, isUpdate });
        setWasSubmitted(true);
        onSubmitted?.(result);
      }
    } catch (error) {
      const lines = failureLines(error);
      setServerCodes(codesByField(lines));
      setOutcome({ kind: 'failed', lines });
    }
  });

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isReadOnly || send.isPending) return;
    setShowErrors(true);
    if (problems.size > 0 || values.status === null) {
      announce(t('widgets.testMeasurementForm.fixErrors'), 'assertive');
      return;
    }
    void send.run(values.status);
  };

  return {
    values,
    set,
    check,
    problems,
    showErrors,
    outcome,
    serverCodes,
    isSubmitting: send.isPending,
    isTested,
    submit,
  };
}
