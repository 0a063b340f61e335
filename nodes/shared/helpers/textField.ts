import type { PreSendStep } from '../routing/itemScope';
import { requireText } from '../routing/requireText';

/**
 * A pre-send step that only checks a text field the routing engine sends by itself
 * (`routing.send`): an empty field is left as the engine treats it.
 */
export function textField(parameter: string, field: string): PreSendStep {
	return async function (requestOptions) {
		const value = this.getNodeParameter(parameter, '');
		if (value !== undefined) requireText(this, value, field);
		return requestOptions;
	};
}
