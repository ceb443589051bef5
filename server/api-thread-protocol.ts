// Messages between the main thread and the embedded API's thread (server/api-thread.ts).
import { z } from 'zod';

const Headers = z.array(z.tuple([z.string(), z.string()]));

export const ThreadRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('fetch'),
    id: z.number(),
    url: z.string(),
    method: z.string(),
    headers: Headers,
    body: z.instanceof(Uint8Array).nullable(),
  }),
  z.object({ type: z.literal('ready?'), id: z.number() }),
  z.object({ type: z.literal('close') }),
]);
export type ThreadRequest = z.infer<typeof ThreadRequestSchema>;

export const ThreadReplySchema = z.discriminatedUnion('type', [
  // `routes`: the API's route table, for the edge's answers to OPTIONS and refused methods; `clientTagKey`:
  // the key of the edge's client tags (Backend.clientTagKey).
  z.object({
    type: z.literal('started'),
    routes: z.array(z.object({ method: z.string(), path: z.string() })),
    clientTagKey: z.string(),
  }),
  // `problems`: the thread's settings are unusable, one line per setting (EnvProblemsError), so the main
  // thread reports them as the readable list a configuration problem is.
  z.object({ type: z.literal('start-failed'), message: z.string(), problems: z.array(z.string()).optional() }),
  z.object({
    type: z.literal('response'),
    id: z.number(),
    status: z.number(),
    statusText: z.string(),
    headers: Headers,
    body: z.instanceof(Uint8Array),
  }),
  z.object({ type: z.literal('failure'), id: z.number(), message: z.string() }),
  z.object({ type: z.literal('ready'), id: z.number(), ready: z.boolean() }),
  z.object({ type: z.literal('log'), line: z.string() }),
  z.object({ type: z.literal('closed'), error: z.string().optional() }),
]);
export type ThreadReply = z.infer<typeof ThreadReplySchema>;
