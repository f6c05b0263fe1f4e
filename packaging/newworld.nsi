; The Windows installer of New World (NSIS 3, Modern UI 2), made by packaging/build_windows.py:
;
;   makensis -DVERSION=0.1.0 -DAPP_DIR=dist/windows/NewWorld -DOUT_FILE=dist/NewWorld-0.1.0-windows-x64-setup.exe
;            -DICON=build/icons/newworld.ico packaging/newworld.nsi
;
; For the current user without administrator rights (%LOCALAPPDATA%\Programs\New World,
; HKCU), or for all users when run elevated ("Run as administrator": %ProgramFiles%\New World,
; HKLM); /CURRENTUSER or /ALLUSERS on the command line choose for themselves (/ALLUSERS
; needs the elevation). /S installs silently, /D=FOLDER (last, unquoted) chooses the folder.
; An install over an earlier one (found in the Apps list's entry) goes to the same folder
; and replaces its program files. The uninstaller removes the program's own files only:
; the player's games, autosaves, statistics and settings live elsewhere (platformdirs'
; folders, docs/PACKAGING.md) and stay.

Unicode true
ManifestDPIAware true
RequestExecutionLevel user
SetCompressor /SOLID lzma
SetCompressorDictSize 64

!include MUI2.nsh
!include LogicLib.nsh
!include FileFunc.nsh
!include x64.nsh
!include Integration.nsh

!define PRODUCT "New World"
!define PUBLISHER "New World developers"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\NewWorld"
!define PROG_ID "NewWorld.Game"
!define SAVE_SUFFIX ".nwgame"
!define EXE "NewWorld.exe"
!define MODE_FILE "uninstall.ini"  ; for the uninstaller: installed for all users or for one

Name "${PRODUCT}"
OutFile "${OUT_FILE}"
BrandingText "${PRODUCT} ${VERSION}"
Icon "${ICON}"
UninstallIcon "${ICON}"
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${PRODUCT}"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "FileDescription" "${PRODUCT} installer"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "LegalCopyright" "All rights reserved"

Var AllUsers  ; 1: installed for all users (HKLM, Program Files); 0: for this user

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${APP_DIR}\LICENSE.txt"
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The languages of the game; the installer speaks the one of Windows' display language.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_LANGUAGE "Spanish"
!insertmacro MUI_LANGUAGE "Polish"

LangString DesktopShortcut ${LANG_ENGLISH} "Desktop shortcut"
LangString DesktopShortcut ${LANG_GERMAN} "Verknüpfung auf dem Desktop"
LangString DesktopShortcut ${LANG_FRENCH} "Raccourci sur le bureau"
LangString DesktopShortcut ${LANG_SPANISH} "Acceso directo en el escritorio"
LangString DesktopShortcut ${LANG_POLISH} "Skrót na pulpicie"
LangString Needs64Bit ${LANG_ENGLISH} "${PRODUCT} needs a 64-bit Windows."
LangString Needs64Bit ${LANG_GERMAN} "${PRODUCT} braucht ein 64-Bit-Windows."
LangString Needs64Bit ${LANG_FRENCH} "${PRODUCT} demande un Windows 64 bits."
LangString Needs64Bit ${LANG_SPANISH} "${PRODUCT} necesita un Windows de 64 bits."
LangString Needs64Bit ${LANG_POLISH} "${PRODUCT} wymaga 64-bitowego systemu Windows."
LangString NeedsAdmin ${LANG_ENGLISH} "Installing for all users needs administrator rights: run the installer as administrator."
LangString NeedsAdmin ${LANG_GERMAN} "Die Installation für alle Benutzer braucht Administratorrechte: das Installationsprogramm als Administrator ausführen."
LangString NeedsAdmin ${LANG_FRENCH} "L'installation pour tous les utilisateurs demande les droits d'administrateur : lancez le programme d'installation en tant qu'administrateur."
LangString NeedsAdmin ${LANG_SPANISH} "Instalar para todos los usuarios necesita derechos de administrador: ejecute el instalador como administrador."
LangString NeedsAdmin ${LANG_POLISH} "Instalacja dla wszystkich użytkowników wymaga uprawnień administratora: uruchom instalator jako administrator."

; The per-user or all-users places: shortcuts, registry hive, default folder.
!macro UseMode ALL
  ${If} ${ALL} = 1
    SetShellVarContext all
  ${Else}
    SetShellVarContext current
  ${EndIf}
!macroend

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "$(Needs64Bit)" /SD IDOK
    Abort
  ${EndIf}
  SetRegView 64
  UserInfo::GetAccountType
  Pop $0
  StrCpy $AllUsers 0
  ${If} $0 == "Admin"
    StrCpy $AllUsers 1
  ${EndIf}
  ${GetParameters} $1
  ClearErrors
  ${GetOptions} $1 "/CURRENTUSER" $2
  ${IfNot} ${Errors}
    StrCpy $AllUsers 0
  ${EndIf}
  ClearErrors
  ${GetOptions} $1 "/ALLUSERS" $2
  ${IfNot} ${Errors}
    ${If} $0 != "Admin"
      MessageBox MB_ICONSTOP "$(NeedsAdmin)" /SD IDOK
      Abort
    ${EndIf}
    StrCpy $AllUsers 1
  ${EndIf}
  !insertmacro UseMode $AllUsers
  ${If} $INSTDIR == ""  ; no /D=: where an earlier version is, else the mode's default
    ${If} $AllUsers = 1
      ReadRegStr $INSTDIR HKLM "${UNINSTALL_KEY}" "InstallLocation"
      ${If} $INSTDIR == ""
        StrCpy $INSTDIR "$PROGRAMFILES64\${PRODUCT}"
      ${EndIf}
    ${Else}
      ReadRegStr $INSTDIR HKCU "${UNINSTALL_KEY}" "InstallLocation"
      ${If} $INSTDIR == ""
        StrCpy $INSTDIR "$LOCALAPPDATA\Programs\${PRODUCT}"
      ${EndIf}
    ${EndIf}
  ${EndIf}
FunctionEnd

!macro RemoveProgramFiles
  ; The program's own files only, never the folder's other contents (the player chose the folder).
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\newworld-cli.exe"
  Delete "$INSTDIR\LICENSE.txt"
!macroend

Section "${PRODUCT}" SectionProgram
  SectionIn RO
  SetOutPath "$INSTDIR"
  !insertmacro RemoveProgramFiles  ; an earlier version's files that this one no longer has
  File /r "${APP_DIR}\*"
  WriteUninstaller "$INSTDIR\Uninstall.exe"
  WriteINIStr "$INSTDIR\${MODE_FILE}" "install" "all_users" $AllUsers  ; which places the uninstaller cleans
  CreateShortcut "$SMPROGRAMS\${PRODUCT}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0

  ; .nwgame files open with the game and show its icon.
  WriteRegStr SHCTX "Software\Classes\${SAVE_SUFFIX}" "" "${PROG_ID}"
  WriteRegStr SHCTX "Software\Classes\${PROG_ID}" "" "${PRODUCT} saved game"
  WriteRegStr SHCTX "Software\Classes\${PROG_ID}\DefaultIcon" "" '"$INSTDIR\${EXE}",0'
  WriteRegStr SHCTX "Software\Classes\${PROG_ID}\shell\open\command" "" '"$INSTDIR\${EXE}" "%1"'
  WriteRegStr SHCTX "Software\Classes\Applications\${EXE}\SupportedTypes" "${SAVE_SUFFIX}" ""
  ${NotifyShell_AssocChanged}

  ; The entry in Settings -> Apps (and Control Panel -> Programs and Features).
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayName" "${PRODUCT}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayIcon" '"$INSTDIR\${EXE}",0'
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\Uninstall.exe"'
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\Uninstall.exe" /S'
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "EstimatedSize" $0
SectionEnd

Section "$(DesktopShortcut)" SectionDesktop
  CreateShortcut "$DESKTOP\${PRODUCT}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
SectionEnd

Function un.onInit
  SetRegView 64
  ReadINIStr $AllUsers "$INSTDIR\${MODE_FILE}" "install" "all_users"
  ${If} $AllUsers != 1
    StrCpy $AllUsers 0
  ${EndIf}
  !insertmacro UseMode $AllUsers
FunctionEnd

Section "Uninstall"
  !insertmacro RemoveProgramFiles
  Delete "$INSTDIR\Uninstall.exe"
  Delete "$INSTDIR\${MODE_FILE}"
  RMDir "$INSTDIR"  ; only if empty
  Delete "$SMPROGRAMS\${PRODUCT}.lnk"
  Delete "$DESKTOP\${PRODUCT}.lnk"
  ReadRegStr $0 SHCTX "Software\Classes\${SAVE_SUFFIX}" ""
  ${If} $0 == "${PROG_ID}"
    DeleteRegKey SHCTX "Software\Classes\${SAVE_SUFFIX}"
  ${EndIf}
  DeleteRegKey SHCTX "Software\Classes\${PROG_ID}"
  DeleteRegKey SHCTX "Software\Classes\Applications\${EXE}"
  ${NotifyShell_AssocChanged}
  DeleteRegKey SHCTX "${UNINSTALL_KEY}"
SectionEnd
