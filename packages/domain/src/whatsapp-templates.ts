/**
 * The WhatsApp booking messages as the Cloud API sends them: Meta-approved templates (their words
 * are in whatsapp-template-texts.ts), the send request a sender builds for one, and the check of
 * such a request against the templates, which the local stack's WhatsApp catcher answers with as
 * the Cloud API would. Plain TypeScript with relative imports, so Node and the Deno functions share
 * it (docs/decisions/029).
 */
import { type LocaleCode, locales, sourceLocale } from './locales.ts';
import { whatsappTemplateTexts } from './whatsapp-template-texts.ts';

/** A template's language: Meta's codes for the product's locales are the locale codes. */
export type WhatsappLanguage = LocaleCode;

export const whatsappLanguages: readonly WhatsappLanguage[] = locales;

/** A URL button: its label, and the site path whose one variable (`{{1}}`) is the token. */
export type WhatsappButton = {
  readonly text: Readonly<Record<WhatsappLanguage, string>>;
  readonly path: string;
};

export type WhatsappTemplate = {
  /** The name Meta knows the template by. */
  readonly name: string;
  readonly category: 'UTILITY';
  /** What `{{1}}`..`{{n}}` of the body hold, in that order. */
  readonly parameters: readonly string[];
  readonly body: Readonly<Record<WhatsappLanguage, string>>;
  /** Up to two URL buttons; each takes the token as its one parameter. */
  readonly buttons: readonly WhatsappButton[];
};

export const whatsappTemplates: readonly WhatsappTemplate[] = whatsappTemplateTexts;

export type WhatsappTemplateName = (typeof whatsappTemplateTexts)[number]['name'];

/** The template Meta knows by `name`, if there is one. */
export function whatsappTemplate(name: string): WhatsappTemplate | undefined {
  return whatsappTemplates.find((template) => template.name === name);
}

export function isWhatsappLanguage(value: unknown): value is WhatsappLanguage {
  return typeof value === 'string' && (whatsappLanguages as readonly string[]).includes(value);
}

/** Where a button of a message in `language` leads: the site's page in that language. */
export function whatsappButtonUrl(
  siteUrl: string,
  language: WhatsappLanguage,
  path: string,
): string {
  const origin = siteUrl.replace(/\/+$/, '');
  return language === sourceLocale ? `${origin}${path}` : `${origin}/${language}${path}`;
}

/** The body a customer reads: the template's text in `language` with `params` in its places. */
export function renderWhatsappBody(
  name: string,
  language: WhatsappLanguage,
  params: readonly string[],
): string {
  const template = whatsappTemplate(name);
  if (!template) throw new Error(`There is no WhatsApp template named "${name}".`);
  if (params.length !== template.parameters.length) {
    throw new Error(
      `The template ${name} takes ${template.parameters.length} parameters, not ${params.length}.`,
    );
  }
  return template.body[language].replace(
    /\{\{(\d+)\}\}/g,
    (_, place: string) => params[Number(place) - 1] ?? '',
  );
}

export type WhatsappTextParameter = { type: 'text'; text: string };

export type WhatsappComponent =
  | { type: 'body'; parameters: WhatsappTextParameter[] }
  | { type: 'button'; sub_type: 'url'; index: string; parameters: WhatsappTextParameter[] };

/** The JSON body of the Cloud API's `POST /{version}/{phone_number_id}/messages` for a template. */
export type WhatsappSendRequest = {
  messaging_product: 'whatsapp';
  recipient_type: 'individual';
  to: string;
  type: 'template';
  template: { name: string; language: { code: string }; components: WhatsappComponent[] };
};

/**
 * The send request for one template message. `to` may be written with `+`, spaces or dashes: the
 * request carries its digits. `params` are the body's, in order or by parameter name;
 * `buttonParams` one per button (the token its link ends with).
 */
export function buildTemplateMessage(message: {
  to: string;
  template: WhatsappTemplateName;
  language: WhatsappLanguage;
  params: readonly string[] | Readonly<Record<string, string>>;
  buttonParams: readonly string[];
}): WhatsappSendRequest {
  const template = whatsappTemplate(message.template);
  if (!template) throw new Error(`There is no WhatsApp template named "${message.template}".`);
  const { params } = message;
  const values = isStringList(params)
    ? params
    : template.parameters.map((name) => {
        const value = params[name];
        if (value === undefined) throw new Error(`The template ${template.name} needs ${name}.`);
        return value;
      });
  const text = (value: string): WhatsappTextParameter => ({ type: 'text', text: value });
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to.replace(/\D/g, ''),
    type: 'template',
    template: {
      name: template.name,
      language: { code: message.language },
      components: [
        ...(values.length > 0 ? [{ type: 'body' as const, parameters: values.map(text) }] : []),
        ...message.buttonParams.map((value, index) => ({
          type: 'button' as const,
          sub_type: 'url' as const,
          index: String(index),
          parameters: [text(value)],
        })),
      ],
    },
  };
}

function isStringList(value: unknown): value is readonly string[] {
  return Array.isArray(value);
}

/** A refusal as the Cloud API gives it: its error code and a sentence naming the problem. */
export type WhatsappRefusal = { code: number; message: string };

/** Required parameter is missing. */
const missing = (message: string): WhatsappRefusal => ({ code: 131008, message });
/** Parameter value is not valid. */
const invalid = (message: string): WhatsappRefusal => ({ code: 131009, message });
/** Number of parameters does not match the expected number of params. */
const mismatch = (message: string): WhatsappRefusal => ({ code: 132000, message });
/** Template name does not exist in the translation. */
const unknownTemplate = (message: string): WhatsappRefusal => ({ code: 132001, message });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Meta's rule for a text parameter: not empty, no new line or tab, at most 4 spaces in a row. */
function textParameterRefusal(parameter: unknown, where: string): WhatsappRefusal | null {
  if (!isRecord(parameter) || parameter.type !== 'text') {
    return invalid(`${where} must be a parameter of type "text".`);
  }
  const { text } = parameter;
  if (typeof text !== 'string' || text.trim() === '') return missing(`${where} is empty.`);
  if (/[\n\r\t]/.test(text)) return invalid(`${where} has a new line or a tab.`);
  if (/ {5}/.test(text)) return invalid(`${where} has more than 4 spaces in a row.`);
  return null;
}

function listRefusal(
  parameters: unknown,
  expected: number,
  where: string,
  name: string,
): WhatsappRefusal | null {
  const list = Array.isArray(parameters) ? parameters : [];
  if (list.length !== expected) {
    return mismatch(`${where}: ${list.length} parameters given, but ${name} expects ${expected}.`);
  }
  for (const [place, parameter] of list.entries()) {
    const refusal = textParameterRefusal(parameter, `${where} parameter ${place + 1}`);
    if (refusal) return refusal;
  }
  return null;
}

/** The components' refusal: one body with the template's parameters, one URL parameter a button. */
function componentsRefusal(
  template: WhatsappTemplate,
  components: unknown,
): WhatsappRefusal | null {
  if (components !== undefined && !Array.isArray(components)) {
    return invalid('`template.components` must be a list.');
  }
  let body: unknown[] | undefined;
  const buttons = new Map<number, unknown>();
  for (const component of components ?? []) {
    const type = isRecord(component) ? String(component.type).toLowerCase() : '';
    if (!isRecord(component) || (type !== 'body' && type !== 'button')) {
      return invalid(`The template ${template.name} has only a body and buttons to fill.`);
    }
    if (type === 'body') {
      if (body) return invalid('The request has more than one body component.');
      body = Array.isArray(component.parameters) ? component.parameters : [];
      continue;
    }
    if (String(component.sub_type).toLowerCase() !== 'url') {
      return invalid('A button component must have `sub_type` "url".');
    }
    const index = /^\d+$/.test(String(component.index)) ? Number(component.index) : -1;
    if (index < 0 || index >= template.buttons.length) {
      return mismatch(`The template ${template.name} has no button at index ${component.index}.`);
    }
    if (buttons.has(index)) return invalid(`The button at index ${index} is given twice.`);
    buttons.set(index, component.parameters);
  }
  const bodyRefusal = listRefusal(body, template.parameters.length, 'body', template.name);
  if (bodyRefusal) return bodyRefusal;
  for (const index of template.buttons.keys()) {
    const refusal = listRefusal(buttons.get(index), 1, `button ${index}`, template.name);
    if (refusal) return refusal;
  }
  return null;
}

/**
 * Why the Cloud API would refuse this send request, checked against our templates (code and
 * sentence), or null when it would take it.
 */
export function whatsappSendRefusal(request: unknown): WhatsappRefusal | null {
  if (!isRecord(request)) return invalid('The request body must be a JSON object.');
  if (request.messaging_product !== 'whatsapp') {
    return missing('`messaging_product` must be "whatsapp".');
  }
  if (request.recipient_type !== undefined && request.recipient_type !== 'individual') {
    return invalid('`recipient_type` must be "individual".');
  }
  if (typeof request.to !== 'string' || !/^[1-9]\d{7,14}$/.test(request.to)) {
    return invalid(
      '`to` must be a phone number in international form, digits only (970591234567).',
    );
  }
  if (request.type !== 'template') {
    return invalid('Only template messages can start a conversation: `type` must be "template".');
  }
  const { template: sent } = request;
  if (!isRecord(sent) || typeof sent.name !== 'string' || sent.name === '') {
    return missing('`template.name` is required.');
  }
  const template = whatsappTemplate(sent.name);
  if (!template) return unknownTemplate(`Template name "${sent.name}" does not exist.`);
  const code = isRecord(sent.language) ? sent.language.code : undefined;
  if (!isWhatsappLanguage(code)) {
    return unknownTemplate(`Template ${sent.name} does not exist in the language "${code}".`);
  }
  return componentsRefusal(template, sent.components);
}

/** The sentence naming why the Cloud API would refuse this send request, or null. */
export function whatsappSendProblem(request: unknown): string | null {
  return whatsappSendRefusal(request)?.message ?? null;
}

/** What a send request that passed `whatsappSendRefusal` asks for, read back out of it. */
export function templateMessageParts(request: WhatsappSendRequest): {
  to: string;
  template: string;
  language: WhatsappLanguage;
  params: string[];
  buttonParams: string[];
} {
  const { components } = request.template;
  const texts = (parameters: WhatsappTextParameter[]) => parameters.map((p) => p.text);
  const body = components.find((c) => c.type.toLowerCase() === 'body');
  const buttons = components
    .filter(
      (c): c is Extract<WhatsappComponent, { type: 'button' }> => c.type.toLowerCase() === 'button',
    )
    .sort((a, b) => Number(a.index) - Number(b.index));
  return {
    to: request.to,
    template: request.template.name,
    language: request.template.language.code as WhatsappLanguage,
    params: body ? texts(body.parameters) : [],
    buttonParams: buttons.flatMap((button) => texts(button.parameters)),
  };
}
