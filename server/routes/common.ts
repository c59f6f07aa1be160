/** Shared pieces of route definitions: JSON bodies, the envelope, the error responses. */
import { z } from "zod";
import { ApiErrorBody, envelope, Id } from "../../lib/api/schemas/common";

export const json = <S extends z.ZodType>(schema: S) => ({ content: { "application/json": { schema } } });

export const okResponse = <S extends z.ZodType>(schema: S, description: string) => ({ description, ...json(envelope(schema)) });

export const errorResponse = (description: string) => ({ description, ...json(ApiErrorBody) });

export const badRequest = { 400: errorResponse("The request failed validation (`message` and `issues` say why).") };

/** A path segment id: the contract's `Id` (bounded, no NUL). */
export const IdParam = Id;
