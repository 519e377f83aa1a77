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
const codeInput = () => screen.getByRole('textbox', { name: 'Country code' }) as HTMLInputElement;
const stored = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as PhoneValue;

describe('PhoneInput', () => {
  it('renders the default label, helper text and placeholders', () => {
    render(<PhoneInput countryCode="+1" phone="" onChange={() => {}} />);
    expect(numberInput().placeholder).toBe('(555) 123-4567');
    expect(numberInput().getAttribute('inputmode')).toBe('numeric');
    expect(numberInput().getAttribute('autocomplete')).toBe('tel-national');
    expect(codeInput().placeholder).toBe('+1');
    expect(codeInput().maxLength).toBe(4);
    const help = screen.getByText('Enter your full phone number including area code');
    expect(help.className).toContain('field-help');
    expect(numberInput().getAttribute('aria-describedby')).toBe(help.id);
    expect(screen.queryByText('Verified')).toBeNull();
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

  it('sanitises the country code', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={{ countryCode: '', phone: '2015550123' }} onChange={onChange} />);
    await user.type(codeInput(), '44');
    expect(codeInput().value).toBe('+44');
    expect(stored()).toEqual({ countryCode: '+44', phone: '2015550123' });
    await user.clear(codeInput());
    await user.type(codeInput(), '+12345');
    expect(codeInput().value).toBe('+123');
    await user.clear(codeInput());
    await user.type(codeInput(), 'a+4b9');
    expect(codeInput().value).toBe('+49');
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
    expect(codeInput().readOnly).toBe(true);
    expect(numberInput().value).toBe('(201) 555-0123');
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.queryByText('Enter your full phone number including area code')).toBeNull();
    await user.type(numberInput(), '9');
    expect(onChange).not.toHaveBeenCalled();
    rerender(<PhoneInput countryCode="+1" phone="" onChange={onChange} readOnly />);
    expect(screen.queryByText('Verified')).toBeNull();
  });
});
