import type { PreSendStep } from '../routing/itemScope';
import { requireText } from '../routing/requireText';

// Only checks a field the routing engine sends by itself; an empty one is left to the engine.
export function textField(parameter: string, field: string): PreSendStep {
	return async function (requestOptions) {
		const value = this.getNodeParameter(parameter, '');
		if (value !== undefined) requireText(this, value, field);
		return requestOptions;
	};
}
