import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PlainTextField } from '../../../components/plain/plain-text-field.tsx';
import { loginValidators } from './auth-form-rules.ts';
import { useAuthForm } from './use-auth-form.ts';

function Form({ onValid }: { onValid: (values: { email: string; password: string }) => void }) {
  const { field, handleSubmit } = useAuthForm({ email: '', password: '' }, loginValidators);
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <PlainTextField {...field('email')} label="Email" />
      <PlainTextField {...field('password')} label="Password" type="password" />
      <button type="submit">Accedi</button>
    </form>
  );
}

describe('useAuthForm (the /login forms)', () => {
  it('validates on submit, focuses the first invalid field, then re-validates on change', () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    expect(screen.queryByText('Inserisci l’email')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByText('Inserisci l’email')).toBeTruthy();
    expect(screen.getByText('Inserisci la password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'maria@example.it' } });
    expect(screen.queryByText('Inserisci l’email')).toBeNull();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'segreta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'maria@example.it', password: 'segreta' });
  });
});
