/**
 * Requests that never become requests: Node's HTTP parser refuses them (a request line or headers
 * over its 16 KiB, malformed HTTP) before Fastify sees them. They still get the service's error body
 * and a line in the request log, so a test that expects nothing to be sent cannot pass on one.
 */
import type { ConnectionError } from 'fastify';
import type { Socket } from 'node:net';
import { ApiError } from './errors';
import { type RequestLog, loggedPath, loggedQuery } from './request-log';

const REQUEST_LINE = /^([A-Z]+) (\S+)/;

function problemOf(error: ConnectionError): ApiError {
	if (error.code === 'HPE_HEADER_OVERFLOW') {
		return new ApiError(
			'invalid_request',
			'The request line and headers are larger than 16 KiB: shorten the URL',
		);
	}
	if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT')
		return new ApiError('invalid_request', 'The request did not arrive in time');
	return new ApiError('invalid_request', 'The request is not valid HTTP');
}

export function clientErrorHandler(log: RequestLog) {
	return (error: ConnectionError, socket: Socket): void => {
		// A reset connection has nobody to answer.
		if (error.code === 'ECONNRESET' || socket.destroyed) return;
		const failure = problemOf(error);
		// What had arrived when the parser gave up: the request line, at least in part.
		const received = Buffer.from((error.rawPacket as unknown as Buffer | undefined) ?? []).toString(
			'latin1',
		);
		const [, method = '?', target = '?'] = REQUEST_LINE.exec(received) ?? [];
		if (!target.startsWith('/_sandbox'))
			log.add({
				method,
				path: loggedPath(target),
				query: loggedQuery(target),
				status: failure.status,
			});
		if (socket.writable) {
			const body = JSON.stringify(failure.body);
			socket.write(
				`HTTP/1.1 ${failure.status} Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n` +
					`Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
			);
		}
		socket.destroy();
	};
}
