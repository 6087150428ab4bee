import express from 'express';

/** Largest JSON body the API reads; file uploads get their own limits where they are accepted. */
export const JSON_BODY_LIMIT = '1mb';

export const jsonBody = () => express.json({ limit: JSON_BODY_LIMIT });
