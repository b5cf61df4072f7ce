// pdfmake 0.3 ships no types; this is the part of its browser build the PDF worker uses.
declare module 'pdfmake/build/pdfmake.js' {
  interface OutputDocument {
    getBuffer(): Promise<Uint8Array>;
    /** The pdfkit document, once laid out. */
    getStream(): Promise<unknown>;
  }
  interface PdfMake {
    addVirtualFileSystem(vfs: Record<string, string>): void;
    setFonts(fonts: Record<string, Record<'normal' | 'bold' | 'italics' | 'bolditalics', string>>): void;
    setProgressCallback(callback: (progress: number) => void): void;
    createPdf(definition: object): OutputDocument;
  }
  const pdfMake: PdfMake;
  export default pdfMake;
}
