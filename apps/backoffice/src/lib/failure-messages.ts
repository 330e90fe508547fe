import { failureMessages } from '@venue/i18n/messages/failures';
import { messageLookup } from '@venue/i18n/messages/lookup';

/**
 * A failed request's reason in the staff member's language, for the screens every page loads
 * with (the domain's tables in domain-messages.ts come with the pages that need them).
 */
export const { translate: translateFailure } = messageLookup(failureMessages);
