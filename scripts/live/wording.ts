import { MessageTemplateServiceApi } from '../../credentials/MessageTemplateServiceApi.credentials';

/** How the nodes' fixes name the place of the Base URL and the key. */
const CREDENTIAL = `the ${new MessageTemplateServiceApi().displayName} credential`;

/**
 * A fix of the nodes' with the credential replaced by where the live check's user gave the value
 * (MESSAGE_TEMPLATES_BASE_URL, --base-url): the live check builds its credential from those.
 */
export function inPlaceOfCredential(fix: string, where: string): string {
	return fix.split(CREDENTIAL).join(where);
}
