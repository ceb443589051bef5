import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { airports, parkingProposals } from '../../backend/db/schema';
import type { Backend } from '../../backend/index';
import { call, startBackend } from './harness';

let backend: Backend;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());

const valid = {
  companyName: 'Parking Okęcie Sp. z o.o.',
  contactName: 'Jan Nowak',
  email: 'jan.nowak@example.pl',
  phone: '+48 600 100 200',
  airportCode: 'waw',
  address: 'ul. Łopuszańska 22, 02-220 Warszawa',
  spaces: 120,
  message: 'Mamy monitoring i całodobowy transfer.',
  consent: true,
};

const post = (json: unknown) => call(backend, '/api/v1/parking-proposals', { method: 'POST', json });

const ErrorBodySchema = z.object({ errors: z.array(z.object({ message: z.string(), field: z.string().optional() })) });

function fieldMessages(body: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const error of ErrorBodySchema.parse(body).errors) (out[error.field ?? ''] ??= []).push(error.message);
  return out;
}

describe('POST /api/v1/parking-proposals', () => {
  it('stores a valid proposal and answers 201 with its id', async () => {
    const response = await post(valid);
    expect(response.status, response.text).toBe(201);
    expect(response.body).toEqual({ id: expect.any(Number) });
    const id = (response.body as { id: number }).id;

    const { db } = backend.database;
    const [row] = await db.select().from(parkingProposals).where(eq(parkingProposals.id, id));
    const [waw] = await db.select().from(airports).where(eq(airports.code, 'WAW'));
    expect(row).toMatchObject({
      companyName: 'Parking Okęcie Sp. z o.o.',
      contactName: 'Jan Nowak',
      email: 'jan.nowak@example.pl',
      phone: '+48 600 100 200',
      airportId: waw.id,
      address: 'ul. Łopuszańska 22, 02-220 Warszawa',
      spaces: 120,
      message: 'Mamy monitoring i całodobowy transfer.',
      status: 'NEW',
    });
    expect(row.consentAt).toBeInstanceOf(Date);
  });

  it('accepts a proposal without a message', async () => {
    const { message: _message, ...withoutMessage } = valid;
    const response = await post(withoutMessage);
    expect(response.status, response.text).toBe(201);
  });

  it('answers 400 with one Polish message per invalid field', async () => {
    const response = await post({ companyName: ' ', email: 'nie-email', phone: '12', spaces: 0, consent: false });
    expect(response.status).toBe(400);
    const messages = fieldMessages(response.body);
    expect(messages).toMatchObject({
      companyName: ['Podaj nazwę firmy.'],
      contactName: ['Podaj imię i nazwisko osoby kontaktowej.'],
      email: ['Podaj poprawny adres e-mail.'],
      phone: ['Podaj poprawny numer telefonu, np. +48 600 100 200.'],
      airportCode: ['Wybierz lotnisko.'],
      address: ['Podaj adres parkingu.'],
      spaces: ['Parking musi mieć co najmniej 1 miejsce.'],
      consent: ['Zgoda na kontakt jest wymagana.'],
    });
  });

  it('rejects an airport that does not exist', async () => {
    const response = await post({ ...valid, airportCode: 'XXX' });
    expect(response.status).toBe(400);
    expect(fieldMessages(response.body)).toEqual({ airportCode: ['Wybierz lotnisko z listy.'] });
  });

  it('rejects too long texts and a fractional number of spaces', async () => {
    const response = await post({ ...valid, message: 'x'.repeat(2001), spaces: 10.5 });
    expect(response.status).toBe(400);
    expect(fieldMessages(response.body)).toEqual({
      message: ['Wiadomość może mieć najwyżej 2000 znaków.'],
      spaces: ['Liczba miejsc musi być liczbą całkowitą.'],
    });
  });

  it('refuses control and direction-override characters in the texts, keeping a note’s line breaks', async () => {
    const response = await post({
      ...valid,
      companyName: 'Evil\u0007\u001b[31mCo',
      contactName: 'Jan\u0085',
      address: 'ul.\u2066 Ukryta 1',
      message: 'a\u202eb',
    });
    expect(response.status).toBe(400);
    const message = 'Usuń z tego pola niewidoczne znaki sterujące.';
    expect(fieldMessages(response.body)).toEqual({
      companyName: [message],
      contactName: [message],
      address: [message],
      message: [message],
    });
    expect((await post({ ...valid, message: 'Wjazd od ul. Polnej.\nTransfer\tcałodobowy.' })).status).toBe(201);
  });

  it('says a number of spaces sent as text must be a number, not that it is missing', async () => {
    expect(fieldMessages((await post({ ...valid, spaces: '12' })).body)).toEqual({
      spaces: ['Liczba miejsc musi być liczbą (bez cudzysłowów).'],
    });
    expect(fieldMessages((await post({ ...valid, spaces: undefined })).body)).toEqual({
      spaces: ['Podaj liczbę miejsc parkingowych.'],
    });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await call(backend, '/api/v1/parking-proposals', {
      method: 'POST',
      body: 'companyName=x',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(fieldMessages(response.body)).toEqual({ '': ['Treść żądania nie jest poprawnym JSON-em.'] });
  });
});
