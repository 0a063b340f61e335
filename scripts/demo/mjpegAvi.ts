import { closeSync, openSync, writeSync } from 'node:fs';

/**
 * A Motion JPEG AVI written as frames come: Chromium's screencast hands out JPEG frames, and an AVI
 * holds them as they are, so the demo needs no encoder on the machine. The headers are written
 * last, once the frame count is known.
 */
export class MjpegAvi {
	private readonly file: number;
	private readonly index: Array<{ offset: number; size: number }> = [];
	private position: number;
	private largest = 0;

	constructor(
		path: string,
		private readonly width: number,
		private readonly height: number,
		private readonly fps: number,
	) {
		this.file = openSync(path, 'w');
		// RIFF header, header list and the movi list's own header come first; filled in by close().
		this.position = HEADERS_SIZE;
	}

	get frames(): number {
		return this.index.length;
	}

	addFrame(jpeg: Buffer): void {
		const padded = jpeg.length + (jpeg.length % 2);
		const chunk = Buffer.alloc(8 + padded);
		chunk.write('00dc', 0, 'latin1');
		chunk.writeUInt32LE(jpeg.length, 4);
		jpeg.copy(chunk, 8);
		writeSync(this.file, chunk, 0, chunk.length, this.position);
		// idx1 counts from the movi list's "movi" tag, four bytes before its first chunk.
		this.index.push({ offset: this.position - (HEADERS_SIZE - 4), size: jpeg.length });
		this.position += chunk.length;
		this.largest = Math.max(this.largest, jpeg.length);
	}

	close(): void {
		const moviSize = this.position - (HEADERS_SIZE - 4);
		const idx1 = Buffer.alloc(8 + 16 * this.index.length);
		idx1.write('idx1', 0, 'latin1');
		idx1.writeUInt32LE(16 * this.index.length, 4);
		this.index.forEach(({ offset, size }, frame) => {
			const at = 8 + 16 * frame;
			idx1.write('00dc', at, 'latin1');
			idx1.writeUInt32LE(0x10, at + 4); // a key frame: every JPEG stands alone
			idx1.writeUInt32LE(offset, at + 8);
			idx1.writeUInt32LE(size, at + 12);
		});
		writeSync(this.file, idx1, 0, idx1.length, this.position);
		const fileSize = this.position + idx1.length;
		writeSync(this.file, this.headers(fileSize, moviSize), 0, HEADERS_SIZE, 0);
		closeSync(this.file);
	}

	private headers(fileSize: number, moviSize: number): Buffer {
		const header = Buffer.alloc(HEADERS_SIZE);
		let at = 0;
		const tag = (text: string) => {
			header.write(text, at, 'latin1');
			at += 4;
		};
		const u32 = (value: number) => {
			header.writeUInt32LE(value >>> 0, at);
			at += 4;
		};
		const u16 = (value: number) => {
			header.writeUInt16LE(value, at);
			at += 2;
		};
		tag('RIFF');
		u32(fileSize - 8);
		tag('AVI ');
		tag('LIST');
		u32(HDRL_SIZE - 8);
		tag('hdrl');
		// The main header.
		tag('avih');
		u32(56);
		u32(Math.round(1_000_000 / this.fps));
		u32(this.largest * this.fps);
		u32(0);
		u32(0x10); // has an index
		u32(this.frames);
		u32(0);
		u32(1); // one stream
		u32(this.largest + 8);
		u32(this.width);
		u32(this.height);
		at += 16; // reserved
		tag('LIST');
		u32(STRL_SIZE - 8);
		tag('strl');
		// The video stream's header: `fps` frames a second, each a JPEG.
		tag('strh');
		u32(56);
		tag('vids');
		tag('MJPG');
		u32(0);
		u16(0);
		u16(0);
		u32(0);
		u32(1);
		u32(this.fps);
		u32(0);
		u32(this.frames);
		u32(this.largest + 8);
		u32(0xffffffff);
		u32(0);
		u16(0);
		u16(0);
		u16(this.width);
		u16(this.height);
		// Its format: a BITMAPINFOHEADER naming Motion JPEG.
		tag('strf');
		u32(40);
		u32(40);
		u32(this.width);
		u32(this.height);
		u16(1);
		u16(24);
		tag('MJPG');
		u32(this.width * this.height * 3);
		at += 16;
		tag('LIST');
		u32(moviSize);
		tag('movi');
		return header;
	}
}

// RIFF (12) + hdrl list: its header (12), avih (8 + 56), strl list (12 + strh 8 + 56 + strf 8 + 40).
const STRL_SIZE = 12 + 8 + 56 + 8 + 40;
const HDRL_SIZE = 12 + 8 + 56 + STRL_SIZE;
const HEADERS_SIZE = 12 + HDRL_SIZE + 12;
