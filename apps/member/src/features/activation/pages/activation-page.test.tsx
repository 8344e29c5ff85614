import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { RedeemTokenInput } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, ok } from '../../../testing/commerce-fixtures';
import { formatActivationCode } from './activation-page';

const redeemed: RedeemTokenInput[] = [];
const server = setupServer(
  http.post('*/api/member/activation-tokens/redeem', async ({ request }) => {
    const body = (await request.json()) as RedeemTokenInput;
    redeemed.push(body);
    const errors: Record<string, [number, string]> = {
      'AAAA-BBBB-CCCC': [404, 'Kode aktivasi tidak ditemukan.'],
      'DDDD-EEEE-FFFF': [409, 'Kode aktivasi sudah digunakan.'],
      'GGGG-HHHH-JJJJ': [410, 'Kode aktivasi sudah kedaluwarsa.'],
      'KKKK-LLLL-MMMM': [429, 'Terlalu banyak permintaan.'],
    };
    const error = errors[body.code];
    if (error) return fail(error[0], error[1]);
    return ok({ type: 'course', title: 'Pentest Aplikasi Web', redirectTo: '/member/kelas-saya' });
  }),
  ...chromeHandlers,
);
jest.setTimeout(30_000);
const slow = { timeout: 15_000 };
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  redeemed.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/member/aktivasi-token', () => {
  it('formats the code as XXXX-XXXX-XXXX, from typing or pasting', () => {
    expect(formatActivationCode('abcd')).toBe('ABCD');
    expect(formatActivationCode('abcdefgh')).toBe('ABCD-EFGH');
    expect(formatActivationCode(' abcd efgh-jklm extra')).toBe('ABCD-EFGH-JKLM');
    // 0, O, 1 and I are not in the alphabet.
    expect(formatActivationCode('A0O1IB')).toBe('AB');
  });

  it('shows each server error clearly and the success with a link', async () => {
    renderRemote(app, '/member/aktivasi-token', demoUser('member'));
    const input = await screen.findByLabelText(/Kode aktivasi/, undefined, slow);
    expect(document.title).toBe('Aktivasi Token · Akademi Siber');
    await userEvent.type(input, 'aaaa');
    expect(input).toHaveValue('AAAA');
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan' }));
    expect(await screen.findByText(/terdiri dari 12 karakter/)).toBeInTheDocument();
    expect(redeemed).toHaveLength(0);

    const attempts: [string, RegExp][] = [
      ['aaaabbbbcccc', /Kode aktivasi tidak ditemukan\./],
      ['dddd-eeee-ffff', /Kode aktivasi sudah digunakan\./],
      ['gggghhhhjjjj', /Kode aktivasi sudah kedaluwarsa\./],
      ['kkkkllllmmmm', /Terlalu banyak percobaan/],
    ];
    for (const [typed, message] of attempts) {
      await userEvent.clear(input);
      fireEvent.paste(input, { clipboardData: { getData: () => typed } });
      await userEvent.click(screen.getByRole('button', { name: 'Aktifkan' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(redeemed.map((body) => body.code)).toEqual([
      'AAAA-BBBB-CCCC',
      'DDDD-EEEE-FFFF',
      'GGGG-HHHH-JJJJ',
      'KKKK-LLLL-MMMM',
    ]);

    await userEvent.clear(input);
    await userEvent.type(input, 'npqr-stuv-wxyz');
    expect(input).toHaveValue('NPQR-STUV-WXYZ');
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan' }));
    expect(await screen.findByText(/Pentest Aplikasi Web/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mulai belajar' })).toHaveAttribute('href', '/member/kelas-saya');
  });
});
