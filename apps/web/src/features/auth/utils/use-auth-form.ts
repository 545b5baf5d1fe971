import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import type { Validators } from './auth-form-rules.ts';

type Errors<T> = Partial<Record<keyof T, string>>;

/**
 * The little form state the two /login forms need, in react-hook-form's default manner: validated on
 * submit, then again on every change; on submit the first invalid field takes the focus. Why not
 * react-hook-form there: it adds ≈ 13 KB gzip to /login, whose JS must stay ≤ 150 KB gzip. The other
 * forms (lazy chunks) use react-hook-form with zodResolver and FormTextField.
 */
export function useAuthForm<T extends Record<string, string>>(defaults: T, validators: Validators<T>) {
  const [values, setValues] = useState(defaults);
  const [errors, setErrors] = useState<Errors<T>>({});
  const submitted = useRef(false);
  const inputs = useRef<Partial<Record<keyof T, HTMLInputElement | null>>>({});
  const names = Object.keys(defaults) as (keyof T & string)[];

  const check = (name: keyof T, value: string) => {
    const verdict = validators[name](value);
    return verdict === true ? undefined : verdict;
  };

  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    error: errors[name],
    inputRef: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      if (submitted.current) setErrors((current) => ({ ...current, [name]: check(name, value) }));
    },
  });

  const handleSubmit = (onValid: (values: T) => void) => (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const found: Errors<T> = {};
    for (const name of names) found[name] = check(name, values[name] ?? '');
    setErrors(found);
    const invalid = names.find((name) => found[name]);
    if (invalid) inputs.current[invalid]?.focus();
    else onValid(values);
  };

  return { field, handleSubmit };
}
