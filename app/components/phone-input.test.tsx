// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PhoneInput, type PhoneValue } from './phone-input';

function Harness({
  initial = { countryCode: '+1', phone: '' },
  onChange,
}: {
  initial?: PhoneValue;
  onChange?: (v: PhoneValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput
        countryCode={value.countryCode}
        phone={value.phone}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const numberInput = () => screen.getByRole('textbox', { name: 'Phone Number' }) as HTMLInputElement;
const countrySelect = () => screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
const stored = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as PhoneValue;

describe('PhoneInput', () => {
  it('renders the default label, helper text and placeholders', () => {
    render(<PhoneInput countryCode="+1" phone="" onChange={() => {}} />);
    expect(numberInput().placeholder).toBe('(555) 123-4567');
    expect(numberInput().getAttribute('inputmode')).toBe('numeric');
    expect(numberInput().getAttribute('autocomplete')).toBe('tel-national');
    expect(countrySelect().value).toBe('US');
    expect(countrySelect().selectedOptions[0]?.textContent).toBe('🇺🇸 United States (+1)');
    const help = screen.getByText('Enter your full phone number including area code');
    expect(help.className).toContain('field-help');
    expect(numberInput().getAttribute('aria-describedby')).toBe(help.id);
    expect(screen.queryByText('Verified')).toBeNull();
  });

  it("lets the browser suggest saved passkeys in the number field when asked ('webauthn' last)", () => {
    render(<PhoneInput countryCode="+1" phone="" onChange={() => {}} offersPasskeys />);
    expect(numberInput().getAttribute('autocomplete')).toBe('tel-national webauthn');
  });

  it("formats typed digits as '(201) 555-0123' and stores only the digits", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(numberInput(), '2015550123');
    expect(numberInput().value).toBe('(201) 555-0123');
    expect(stored()).toEqual({ countryCode: '+1', phone: '2015550123' });
  });

  it('keeps at most 10 digits and ignores non-digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(numberInput(), '20a1-55 501239999');
    expect(stored().phone).toBe('2015550123');
    expect(numberInput().value).toBe('(201) 555-0123');
    expect(numberInput().value.length).toBeLessThanOrEqual(14);
  });

  it('removes digits on backspace through the formatting', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ countryCode: '+1', phone: '2015550123' }} />);
    await user.click(numberInput());
    await user.keyboard('{End}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    expect(stored().phone).toBe('20155');
    expect(numberInput().value).toBe('(201) 55');
  });

  it('picks any country: its dialing code is stored and the number shows in its own format', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(countrySelect(), 'TR');
    expect(stored()).toEqual({ countryCode: '+90', phone: '' });
    expect(numberInput().placeholder).not.toBe('(555) 123-4567');
    await user.type(numberInput(), '5321234567');
    expect(numberInput().value).toBe('532 123 45 67');
    expect(stored()).toEqual({ countryCode: '+90', phone: '5321234567' });
  });

  it('keeps up to 15 digits outside +1, and cuts to 10 when switching back to +1', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ countryCode: '+49', phone: '' }} />);
    expect(countrySelect().value).toBe('DE');
    await user.type(numberInput(), '15123456789012345678');
    expect(stored().phone).toBe('151234567890123');
    await user.selectOptions(countrySelect(), 'US');
    expect(stored()).toEqual({ countryCode: '+1', phone: '1512345678' });
  });

  it('remembers which country of a shared code was picked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.selectOptions(countrySelect(), 'CA');
    expect(stored().countryCode).toBe('+1');
    await user.type(numberInput(), '4165550123');
    expect(countrySelect().value).toBe('CA');
    expect(numberInput().value).toBe('(416) 555-0123');
  });

  it('is reached and changed from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(countrySelect());
    await user.tab();
    expect(document.activeElement).toBe(numberInput());
  });

  it('shows an error tied to the number input', () => {
    render(
      <PhoneInput countryCode="+1" phone="201" onChange={() => {}} error="Phone number must be 10 digits" />,
    );
    const error = screen.getByText('Phone number must be 10 digits');
    expect(error.className).toContain('field-error');
    expect(numberInput().getAttribute('aria-invalid')).toBe('true');
    expect(numberInput().getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  });

  it('uses a custom label and helper text, and marks required', () => {
    render(
      <PhoneInput
        countryCode="+1"
        phone=""
        onChange={() => {}}
        label="Mobile"
        helperText="We text reminders here"
        required
      />,
    );
    expect((screen.getByRole('textbox', { name: 'Mobile' }) as HTMLInputElement).required).toBe(true);
    expect(screen.getByText('We text reminders here')).toBeTruthy();
  });

  it("is read-only and shows 'Verified' when a number is present", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <PhoneInput countryCode="+1" phone="2015550123" onChange={onChange} readOnly />,
    );
    expect(numberInput().readOnly).toBe(true);
    expect(countrySelect().disabled).toBe(true);
    expect(numberInput().value).toBe('(201) 555-0123');
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.queryByText('Enter your full phone number including area code')).toBeNull();
    await user.type(numberInput(), '9');
    expect(onChange).not.toHaveBeenCalled();
    rerender(<PhoneInput countryCode="+1" phone="" onChange={onChange} readOnly />);
    expect(screen.queryByText('Verified')).toBeNull();
  });
});
