# Run a windowed rackoapp.exe's --self-test and fail on its exit code.
# A GUI-subsystem exe started from PowerShell is not waited for and its exit
# code is lost; Start-Process -Wait -PassThru waits, and its output goes to files.
param([Parameter(Mandatory = $true)][string]$Exe)
$ErrorActionPreference = "Stop"
$tmp = [System.IO.Path]::GetTempPath()
$out = Join-Path $tmp "rackoapp-self-test.out"
$err = Join-Path $tmp "rackoapp-self-test.err"
$env:QT_QPA_PLATFORM = "offscreen"
$p = Start-Process -FilePath $Exe -ArgumentList "--self-test" -Wait -PassThru -NoNewWindow `
    -RedirectStandardOutput $out -RedirectStandardError $err
Get-Content $out, $err
if ($p.ExitCode -ne 0) {
    Write-Host "::error::self-test of $Exe exited $($p.ExitCode)"
    exit 1
}
