import { prepareZXingModule, readBarcodes, type ZXingModuleOverrides } from 'zxing-wasm/reader';
import { CAMERA_FORMATS, type CameraFrame, type CodeDecoder } from './decoder';

/**
 * zxing-wasm (ZXing-C++ compiled to WebAssembly). Its .wasm is never fetched from the library's
 * CDN default: the caller says where the file is (a URL in the browser build, the bytes in Node).
 */
export function zxingWasmDecoder(wasm: { url: string } | { binary: ArrayBuffer }): CodeDecoder {
  const overrides: ZXingModuleOverrides =
    'url' in wasm ? { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasm.url : prefix + path) } : { wasmBinary: wasm.binary };
  prepareZXingModule({ overrides });
  return {
    name: 'zxing-wasm',
    async decode(frame: CameraFrame) {
      const [found] = await readBarcodes(frame as ImageData, { formats: [...CAMERA_FORMATS], tryHarder: true, maxNumberOfSymbols: 1 });
      return found?.isValid ? found.text : null;
    },
  };
}
