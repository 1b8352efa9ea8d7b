/** The file dropped on the window, if a file was; the drop's default (opening the file in place of the app) is always prevented. */
export function droppedFile(event: DragEvent): File | undefined {
  if (!event.dataTransfer?.types.includes('Files')) return undefined;
  event.preventDefault();
  return event.dataTransfer.files[0];
}
