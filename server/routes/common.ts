/** Shared pieces of route definitions: JSON bodies, the envelope, the error responses. */
import { z } from "zod";
import { ApiErrorBody, envelope } from "../../lib/api/schemas/common";

export const json = <S extends z.ZodType>(schema: S) => ({ content: { "application/json": { schema } } });

export const okResponse = <S extends z.ZodType>(schema: S, description: string) => ({ description, ...json(envelope(schema)) });

export const errorResponse = (description: string) => ({ description, ...json(ApiErrorBody) });

export const badRequest = { 400: errorResponse("The request failed validation (`message` and `issues` say why).") };

/** A path segment id: what the contract calls `Id`. */
export const IdParam = z.string().min(1).max(64);
