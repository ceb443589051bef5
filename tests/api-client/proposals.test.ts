import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type CreateParkingProposalInput } from '~/.server/api';
import { api, errorResponse, recordRequests, server, useMswServer } from '../msw/server';

useMswServer();

const client = () => createApiClient({ baseUrl: 'http://api.parkolot.test', cache: false, retryBaseMs: 1 });

const input: CreateParkingProposalInput = {
  companyName: 'Parking Balice',
  contactName: 'Anna Nowak',
  email: 'anna@example.pl',
  phone: '+48 600 100 200',
  airportCode: 'KRK',
  address: 'ul. Kapitana Mieczysława Medweckiego 10, Kraków',
  spaces: 80,
  message: 'Zapraszamy do współpracy.',
  consent: true,
};

describe('createParkingProposal', () => {
  it('posts the proposal as JSON and reads the id', async () => {
    server.use(http.post(api('/api/v1/parking-proposals'), () => HttpResponse.json({ id: 7 }, { status: 201 })));
    const requests = recordRequests();
    await expect(client().createParkingProposal(input)).resolves.toEqual({ id: 7 });
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].headers.get('content-type')).toBe('application/json');
    expect(await requests[0].json()).toEqual(input);
  });

  it('throws the 400 with its per-field messages', async () => {
    server.use(
      http.post(api('/api/v1/parking-proposals'), () =>
        errorResponse(400, 'Wybierz lotnisko z listy.', { field: 'airportCode' }),
      ),
    );
    const error = await client()
      .createParkingProposal(input)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      errors: [{ message: 'Wybierz lotnisko z listy.', field: 'airportCode' }],
    });
  });

  it('never re-sends the POST after a 5xx', async () => {
    server.use(http.post(api('/api/v1/parking-proposals'), () => errorResponse(503, 'Przerwa techniczna.')));
    const requests = recordRequests();
    await expect(client().createParkingProposal(input)).rejects.toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
  });

  it('treats an answer without an id as an invalid response', async () => {
    server.use(http.post(api('/api/v1/parking-proposals'), () => HttpResponse.json({ ok: true }, { status: 201 })));
    await expect(client().createParkingProposal(input)).rejects.toMatchObject({
      status: 502,
      code: 'INVALID_RESPONSE',
    });
  });
});
