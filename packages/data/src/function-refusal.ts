/** What a function (or the platform in front of it) said when it refused a call. */
export type FunctionRefusal = {
  message: string;
  status: number | null;
  code: string | null;
  field: string | null;
};

/**
 * The platform refuses a call to a JWT-checked function before it runs when the caller has no
 * session (the publishable key is not a JWT): for people that means they are signed out.
 */
export const signedOutMessage = 'Please sign in as staff to do this.';

/** The HTTP answer an invoke error carries (any fetch implementation's `Response`), or null. */
function asResponse(context: unknown): Response | null {
  const candidate = context as Partial<Response> | null | undefined;
  return typeof candidate?.status === 'number' && typeof candidate.clone === 'function'
    ? (candidate as Response)
    : null;
}

/**
 * Reads a `functions.invoke` error: the function's own `{ error, code, field }` answer when it
 * gave one, the sign-in sentence for the platform's 401, else the transport's message.
 */
export async function functionRefusal(error: {
  message: string;
  context?: unknown;
}): Promise<FunctionRefusal> {
  const response = asResponse(error.context);
  if (!response) return { message: error.message, status: null, code: null, field: null };
  let answer: { error?: unknown; code?: unknown; field?: unknown } = {};
  try {
    answer = (await response.clone().json()) as typeof answer;
  } catch {
    // Not JSON: the transport's message below.
  }
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const message =
    text(answer.error) ?? (response.status === 401 ? signedOutMessage : error.message);
  return {
    message,
    status: response.status,
    code: text(answer.error) ? text(answer.code) : null,
    field: text(answer.field),
  };
}
