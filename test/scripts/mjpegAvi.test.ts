import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MjpegAvi } from '../../scripts/demo/mjpegAvi';
import { temporaryFolder } from '../harness/temporaryFolder';

/** The file read back as a player does: its RIFF lists, the stream's headers and the index. */
function readAvi(file: Buffer) {
	const tag = (at: number) => file.toString('latin1', at, at + 4);
	const u32 = (at: number) => file.readUInt32LE(at);
	expect([tag(0), tag(8), tag(12), tag(20), tag(24)]).toEqual([
		'RIFF',
		'AVI ',
		'LIST',
		'hdrl',
		'avih',
	]);
	expect(u32(4)).toBe(file.length - 8);
	const hdrlEnd = 20 + u32(16);
	expect([tag(hdrlEnd), tag(hdrlEnd + 8)]).toEqual(['LIST', 'movi']);
	const movi = hdrlEnd + 8;
	const moviEnd = movi + u32(hdrlEnd + 4);
	expect(tag(moviEnd)).toBe('idx1');
	const entries = u32(moviEnd + 4) / 16;
	const frames = Array.from({ length: entries }, (_, index) => {
		const at = moviEnd + 8 + 16 * index;
		const offset = u32(at + 8);
		const size = u32(at + 12);
		expect([tag(at), tag(movi + offset)]).toEqual(['00dc', '00dc']);
		// RIFF chunks start at even offsets.
		expect(offset % 2).toBe(0);
		expect(u32(movi + offset + 4)).toBe(size);
		return file.subarray(movi + offset + 8, movi + offset + 8 + size);
	});
	const strh = 12 + 12 + 64 + 12;
	return {
		microsecondsPerFrame: u32(32),
		totalFrames: u32(48),
		width: u32(64),
		height: u32(68),
		stream: [tag(strh), tag(strh + 8), tag(strh + 12)],
		rate: u32(strh + 8 + 24) / u32(strh + 8 + 20),
		length: u32(strh + 8 + 32),
		compression: tag(strh + 8 + 56 + 8 + 16),
		frames,
	};
}

describe("the demo's video file", () => {
	it('holds every frame as given, in order, with its index, size and rate in the headers', () => {
		const path = join(temporaryFolder('avi-'), 'take.avi');
		// Odd and even lengths: a chunk of odd length is padded to an even offset.
		const jpegs = [3, 4, 7, 1].map((length, frame) => Buffer.alloc(length, frame + 1));
		const video = new MjpegAvi(path, 1280, 800, 5);
		for (const jpeg of jpegs) video.addFrame(jpeg);
		video.close();

		const avi = readAvi(readFileSync(path));
		expect(avi.frames).toEqual(jpegs);
		expect(avi).toMatchObject({
			microsecondsPerFrame: 200_000,
			totalFrames: 4,
			width: 1280,
			height: 800,
			stream: ['strh', 'vids', 'MJPG'],
			rate: 5,
			length: 4,
			compression: 'MJPG',
		});
	});
});
