import {
  type ContractFormValues,
  type ContractTextField,
  contractFormProblems,
  hasContractFormProblems,
  methodOnlyProblems,
  shouldSearchCompanies,
} from '@epp/core';
import { useRef, useState } from 'react';
import { EMPTY_CONTRACT_FORM } from './contract-form-values';
import type { CompanyHit } from './signing-modal';

export interface ContractFormOptions {
  /** The client's full form, or only the method (the operator's dialog). */
  isContract: boolean;
  initialValues?: Partial<ContractFormValues>;
  onCompanyQuery?: (query: string) => void;
  onCompanyChosen?: (hit: CompanyHit) => Promise<Partial<ContractFormValues> | undefined> | undefined;
}

/**
 * The signing form's state: the values and their problems (flagged once Sign was pressed, re-checked on each
 * change), and the company lookup (asked from three characters; the hits close once one is chosen and open
 * again when the name is typed; a chosen hit fills what the business register answers).
 */
export function useContractForm({ isContract, initialValues, onCompanyQuery, onCompanyChosen }: ContractFormOptions) {
  const [values, setValues] = useState<ContractFormValues>(() => ({ ...EMPTY_CONTRACT_FORM, ...initialValues }));
  const [showErrors, setShowErrors] = useState(false);
  const [hitsOpen, setHitsOpen] = useState(true);
  const companyRef = useRef<HTMLDivElement>(null);
  const problems = isContract ? contractFormProblems(values) : methodOnlyProblems(values.method);

  const set = <K extends keyof ContractFormValues>(key: K, value: ContractFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const isMissing = (field: ContractTextField | 'termsAccepted') => showErrors && problems.missing.includes(field);

  const changeCompanyName = (value: string) => {
    set('companyName', value);
    setHitsOpen(true);
    if (shouldSearchCompanies(value)) onCompanyQuery?.(value.trim());
  };

  const chooseCompany = async (hit: CompanyHit) => {
    set('companyName', hit.name);
    set('regNumber', hit.reg_code);
    setHitsOpen(false);
    companyRef.current?.querySelector('input')?.focus(); // the chosen hit's button is gone
    const filled = await onCompanyChosen?.(hit);
    if (filled) setValues((current) => ({ ...current, ...filled }));
  };

  return {
    values,
    set,
    problems,
    invalid: hasContractFormProblems(problems),
    showErrors,
    showProblems: () => setShowErrors(true),
    isMissing,
    hitsOpen,
    companyRef,
    changeCompanyName,
    chooseCompany,
  };
}

export type ContractForm = ReturnType<typeof useContractForm>;
